import { LOCATIONS } from './options'

// Where the spec's eleven locations are (city centres, WGS84), so distances between people can be
// shown and filtered. A location typed by hand that is none of them has no place here, and
// so no distance: we never guess where "Somewhere near the coast" is.

export type Location = (typeof LOCATIONS)[number]
export type Coordinates = { lat: number; lon: number }

export const LOCATION_COORDINATES: Record<Location, Coordinates> = {
  'Cape Town, Western Cape': { lat: -33.9249, lon: 18.4241 },
  'Johannesburg, Gauteng': { lat: -26.2041, lon: 28.0473 },
  'Durban, KwaZulu-Natal': { lat: -29.8587, lon: 31.0218 },
  'Pretoria, Gauteng': { lat: -25.7479, lon: 28.2293 },
  'Port Elizabeth, Eastern Cape': { lat: -33.9608, lon: 25.6022 },
  'Bloemfontein, Free State': { lat: -29.0852, lon: 26.1596 },
  'East London, Eastern Cape': { lat: -33.0153, lon: 27.9116 },
  'Nelspruit, Mpumalanga': { lat: -25.4658, lon: 30.9853 },
  'Kimberley, Northern Cape': { lat: -28.7282, lon: 24.7499 },
  'Polokwane, Limpopo': { lat: -23.9045, lon: 29.4689 },
  'Mafikeng, North West': { lat: -25.856, lon: 25.6403 },
}

/** The radii of Discover's Within filter, in km; no radius is "any distance". */
export const WITHIN_KM = [50, 200, 500] as const
export type WithinKm = (typeof WITHIN_KM)[number]

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')
const byName = new Map<string, Location>()
for (const location of LOCATIONS) {
  byName.set(normalise(location), location)
  // "Cape Town" alone names the same place as "Cape Town, Western Cape".
  byName.set(normalise(location.split(',')[0]!), location)
}

/** The listed location a profile's text names (case and spacing aside), or null for one typed by hand. */
export const listedLocation = (text: string | null | undefined): Location | null =>
  text ? (byName.get(normalise(text)) ?? null) : null

const EARTH_RADIUS_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km (haversine). */
export function haversineKm(a: Coordinates, b: Coordinates) {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Km between two profiles' locations, or null when either is not a listed one. */
export function distanceBetween(from: string | null | undefined, to: string | null | undefined) {
  const a = listedLocation(from)
  const b = listedLocation(to)
  return a && b ? haversineKm(LOCATION_COORDINATES[a], LOCATION_COORDINATES[b]) : null
}

/** Every listed location within `km` of `from` (itself included); empty when `from` is not listed. */
export function locationsWithin(from: string | null | undefined, km: number): Location[] {
  const origin = listedLocation(from)
  if (!origin) return []
  return LOCATIONS.filter(
    (location) => haversineKm(LOCATION_COORDINATES[origin], LOCATION_COORDINATES[location]) <= km,
  )
}

/**
 * How profiles may spell these locations, as listedLocation compares them (trimmed, lower case, single
 * spaces): "cape town, western cape" and "cape town". Discover's Within filter matches the stored
 * location_key column against these (server/db/schema/profiles.ts).
 */
export const spellingsOf = (locations: readonly Location[]): string[] =>
  locations.flatMap((location) => [normalise(location), normalise(location.split(',')[0]!)])
