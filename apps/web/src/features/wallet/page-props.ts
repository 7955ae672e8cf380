/** What a wallet page reads from its route-table row (the router passes the whole row). */
import type { IdResources } from '../../i18n/id.ts';

export interface RoutedPageProps {
  entry: { path: string; title: keyof IdResources['routes'] };
}
