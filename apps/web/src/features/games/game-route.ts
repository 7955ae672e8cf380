/** `/game/<id>` of an in-house game (DESIGN "Wire names"); the route table and the registry both use it. */
import type { GameId } from '@kasino/shared/games';

export const gameRoute = <Id extends GameId>(id: Id): `/game/${Id}` => `/game/${id}`;
