/**
 * The sample friend of the message composer's preview (issue 18 point 4): the first friend of the account's
 * list (GET /api/v1/allow_members), read as the friend editor reads one (GET /api/member/editor/{id}). Loaded
 * only when an operator opens a preview (app/services.tsx imports this module on demand).
 */
import type { SampleFriend } from '../plugins/shared/composer/preview.ts';
import type { HostAnswer } from '../plugins/shared/widget-services.ts';
import { createCaller } from './api/caller.ts';
import type { ApiClient } from './api/client.ts';
import type { FriendEditorAnswer } from './friends/editor/friend-record.ts';
import type { MemberPage } from './friends/friends-api.ts';

/** @example const friend = await sampleFriend(api); if (friend.ok) friend.data.name */
export async function sampleFriend(api: ApiClient, signal?: AbortSignal): Promise<HostAnswer<SampleFriend>> {
  const { call } = createCaller(api);
  const page = await call<MemberPage>('GET', '/api/v1/allow_members', { signal });
  if (!page.ok) return { ok: false, messages: page.messages };
  const first = page.data.members[0];
  if (!first) return { ok: false, messages: ['プレビューする友だちがいません'] };
  const friend = await call<FriendEditorAnswer>('GET', `/api/member/editor/${first.id}`, { signal });
  if (!friend.ok) return { ok: false, messages: friend.messages };
  return { ok: true, data: { name: friend.data.member.name, values: friend.data.values } };
}
