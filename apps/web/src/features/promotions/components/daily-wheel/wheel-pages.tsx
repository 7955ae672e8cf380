/**
 * The daily wheel's screens, one chunk: every wheel route has the page id 'dailyWheel' (one entry in the
 * first load's router); the route's title says which screen it is.
 */
import type { IdResources } from '../../../../i18n/id.ts';
import { DailyWheelDetailPage } from './wheel-detail-page.tsx';
import { DailyWheelPage } from './wheel-page.tsx';
import { DailyWheelRulePage } from './wheel-rule-page.tsx';

export function DailyWheelPages({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  if (entry.title === 'dailyWheelRule') return <DailyWheelRulePage entry={entry} />;
  if (entry.title === 'dailyWheelDetail') return <DailyWheelDetailPage entry={entry} />;
  return <DailyWheelPage entry={entry} />;
}
