-- Portfolio tags are lowercased (docs/product.md §5), as they were before commit 637d53d let
-- them keep their case. Lowercases what was stored meanwhile; a tag that becomes equal to an earlier
-- one is dropped, the first one keeping its place ("NGO", "ngo", "iOS" gives "ngo", "ios").
-- lower() follows the database's character type (C.UTF-8 here and in PGlite), so "Ü" becomes "ü"
-- as JavaScript's toLowerCase() does.
UPDATE "portfolio_projects" AS "p"
SET "tags" = (
	SELECT coalesce(array_agg("u"."tag" ORDER BY "u"."first"), '{}'::text[])
	FROM (
		SELECT lower("t"."tag") AS "tag", min("t"."ord") AS "first"
		FROM unnest("p"."tags") WITH ORDINALITY AS "t"("tag", "ord")
		GROUP BY lower("t"."tag")
	) AS "u"
)
WHERE EXISTS (SELECT 1 FROM unnest("p"."tags") AS "t"("tag") WHERE "t"."tag" <> lower("t"."tag"));
