/**
 * The import zones in biome.json name every feature folder: a relative import that climbs into
 * another feature (`../teams/access`) is refused only if `teams` is on the list. Run by `npm run lint`
 * before Biome, this fails when a list and the folders differ, so a new feature cannot be left out
 * (docs/decisions/040-client-boundaries.md).
 */
import { readdirSync, readFileSync } from 'node:fs'

interface Pattern {
  group: string[]
}
interface Override {
  includes?: string[]
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: Pattern[] } } } } }
}

const ZONES = [
  { folder: 'client/features', override: 'client/features/**' },
  { folder: 'server/features', override: 'server/features/**' },
]

const biome = JSON.parse(readFileSync('biome.json', 'utf8')) as { overrides?: Override[] }

const featureFolders = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/**
 * The feature names a zone lists, from entries of the form `../**\/<name>/**`: those of its pattern
 * that names the most (another pattern may name a folder that is no feature, such as client/app).
 */
const listedFeatures = (override: string) => {
  const patterns = (biome.overrides ?? [])
    .filter((entry) => entry.includes?.includes(override))
    .flatMap((entry) => entry.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
  const lists = patterns.map((pattern) =>
    pattern.group.flatMap((glob) => /^\.\.\/\*\*\/([^/*]+)\/\*\*$/.exec(glob)?.[1] ?? []),
  )
  return new Set(lists.sort((a, b) => b.length - a.length)[0] ?? [])
}

const problems = ZONES.flatMap(({ folder, override }) => {
  const listed = listedFeatures(override)
  const folders = new Set(featureFolders(folder))
  return [
    ...[...folders]
      .filter((name) => !listed.has(name))
      .map(
        (name) =>
          `${folder}/${name} is not in biome.json's import zone for ${override}: add "../**/${name}/**" (and its siblings') to the list.`,
      ),
    ...[...listed]
      .filter((name) => !folders.has(name))
      .map(
        (name) =>
          `biome.json's import zone for ${override} names "${name}", which is no folder of ${folder}: remove it.`,
      ),
  ]
})

if (problems.length > 0) {
  for (const problem of problems) console.error(`check-import-zones: ${problem}`)
  process.exit(1)
}
console.log(
  `check-import-zones: biome.json lists every folder of ${ZONES.map((zone) => zone.folder).join(' and ')}.`,
)
