export type { DomainServer, SeedContext } from './domainServer';
export type { Executor, Row } from './executor';
export { rowsOf } from './executor';
