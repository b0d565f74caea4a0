import { randomBytes } from 'node:crypto'
import { type Location, locationsWithin } from '@shared/locations'
import { LOCATIONS } from '@shared/options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { discoverPath, fetchAllPages, idOf, idsOf, markDemo } from './discover-test-kit'

// Discover's Within filter (docs/decisions/017): people at a listed location within 50, 200 or
// 500 km of the caller's listed location, matched in SQL. Locations must be the listed ones here, so
// each test tags its people's profession instead and filters by it (a free-text profession filter).

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const newTag = () => `within${randomBytes(4).toString('hex')}`
const person = (tag: string, location: string) =>
  createUser(server.url, {
    firstName: location.trim().split(/[ ,]/)[0],
    profile: { location, profession: `Maker ${tag}` },
  })
const within = (client: ApiClient, km: number | string, tag: string, extra: Record<string, string> = {}) =>
  client.get<any>(discoverPath({ within: km, profession: tag, ...extra }))

describe('GET /api/profiles/discover?within=', () => {
  it('keeps people at listed places within the radius, however their location is spelled', async () => {
    const tag = newTag()
    const me = await person(tag, 'Johannesburg, Gauteng')
    const sameCity = await Promise.all(
      ['Johannesburg, Gauteng', '  johannesburg  ', 'JOHANNESBURG,   GAUTENG'].map((spelling) =>
        person(tag, spelling),
      ),
    )
    const pretoria = await person(tag, 'Pretoria')
    const kimberley = await person(tag, 'kimberley')
    const durban = await person(tag, 'Durban, KwaZulu-Natal')
    const capeTown = await person(tag, 'cape town, western cape')
    // Typed by hand: no coordinates, so never within any radius (but still in Discover without one).
    const typed = await person(tag, 'Soweto, Gauteng')

    const ids = async (km: number) => {
      const res = await within(me, km, tag)
      expect(res.status).toBe(200)
      return new Set(idsOf(res.body))
    }
    // Johannesburg to Pretoria is about 54 km, to Kimberley 430, to Durban just over 500, to Cape Town 1,262.
    expect(locationsWithin('Johannesburg, Gauteng', 50)).toEqual(['Johannesburg, Gauteng'])
    expect(await ids(50)).toEqual(new Set(sameCity.map(idOf)))
    expect(await ids(200)).toEqual(new Set([...sameCity, pretoria].map(idOf)))
    expect(await ids(500)).toEqual(new Set([...sameCity, pretoria, kimberley].map(idOf)))

    const everyone = await me.get<any>(discoverPath({ profession: tag }))
    expect(new Set(idsOf(everyone.body))).toEqual(
      new Set([...sameCity, pretoria, kimberley, durban, capeTown, typed].map(idOf)),
    )
  })

  it('measures from the caller’s place, spelled city-only and in any case', async () => {
    const tag = newTag()
    const me = await person(tag, '  pretoria ')
    const joburg = await person(tag, 'Johannesburg, Gauteng')
    const polokwane = await person(tag, 'Polokwane, Limpopo')
    const res = await within(me, 200, tag)
    expect(res.status).toBe(200)
    // Pretoria to Polokwane is about 240 km.
    expect(idsOf(res.body)).toEqual([idOf(joburg)])
    expect(idsOf((await within(me, 500, tag)).body).sort()).toEqual([idOf(joburg), idOf(polokwane)].sort())
  })

  it('agrees with locationsWithin for every listed place and radius', async () => {
    const tag = newTag()
    const people = new Map<Location, string>()
    for (const location of LOCATIONS) people.set(location, idOf(await person(tag, location)))
    const viewer = await person(tag, 'Bloemfontein, Free State')
    for (const km of [50, 200, 500]) {
      const pages = await fetchAllPages(viewer, { within: km, profession: tag, limit: 3 })
      const expected = locationsWithin('Bloemfontein, Free State', km).map((location) => people.get(location))
      expect(new Set(pages.flat().map((card) => card.user.id)), `${km} km`).toEqual(new Set(expected))
    }
  })

  it('works with the other filters and across pages', async () => {
    const tag = newTag()
    const me = await person(tag, 'Cape Town, Western Cape')
    const near = await Promise.all(Array.from({ length: 5 }, () => person(tag, 'Cape Town, Western Cape')))
    await person(tag, 'Port Elizabeth, Eastern Cape')
    const pages = await fetchAllPages(me, { within: 50, profession: tag, limit: 2 })
    expect(pages.length).toBe(3)
    expect(
      pages
        .flat()
        .map((card) => card.user.id)
        .sort(),
    ).toEqual(near.map(idOf).sort())
    // A location search replaces the province tiers; the radius still applies.
    const inCape = await within(me, 50, tag, { location: 'cape' })
    expect(idsOf(inCape.body).sort()).toEqual(near.map(idOf).sort())
    const elsewhere = await within(me, 50, tag, { location: 'Elizabeth' })
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body).toEqual([])
  })

  it('refuses a caller whose own location was typed by hand, with a code', async () => {
    const tag = newTag()
    const me = await person(tag, 'Somewhere near the coast')
    const res = await within(me, 200, tag)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message:
        'To filter by distance, choose your location from the list in your profile. Locations typed by hand have no distance.',
      code: 'within_unlisted_location',
      field: 'within',
    })
  })

  it('refuses a radius that is not offered, and a visitor in preview mode', async () => {
    const tag = newTag()
    const me = await person(tag, 'Durban')
    const odd = await within(me, 100, tag)
    expect(odd.status).toBe(400)
    expect(odd.body).toEqual({
      message: 'within must be one of 50, 200, 500',
      code: 'within_invalid',
      params: { options: '50, 200, 500' },
      field: 'within',
    })
    await markDemo(server.db, idOf(me))
    const demo = await me.get(discoverPath({ within: 50 }, '/api/profiles/discover/demo'))
    expect(demo.status).toBe(400)
    expect(demo.body).toMatchObject({ code: 'within_signed_out', field: 'within' })
  })
})
