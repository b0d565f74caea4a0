export { kindSql } from './tallies'
