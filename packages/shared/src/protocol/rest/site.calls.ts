/** The site's announcements (`/main/site/message*`) and the pages the operator closed (`/main/site/page/open`). */
import { Type } from 'typebox';
import type { PageOpenView, SiteMessageList } from '../help.ts';
import { CountParam, IdParam, PageParam } from '../params.ts';
import { restCall } from './call.ts';

export const siteCalls = {
  'GET /main/site/message': restCall<SiteMessageList>()({
    query: Type.Object({ page: Type.Optional(PageParam()), count: Type.Optional(CountParam(50)) }),
  }),
  'GET /main/site/message/unread': restCall<{ count: number }>()(),
  'POST /main/site/message/read': restCall<null>()({ body: Type.Object({ id: IdParam() }, { additionalProperties: false }) }),
  'POST /main/site/message/read/all': restCall<{ count: number }>()(),
  'GET /main/site/page/open': restCall<PageOpenView>()(),
} as const;
