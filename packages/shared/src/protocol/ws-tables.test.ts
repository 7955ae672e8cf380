import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PlacedBet, SteppedRoundView, MinesView } from './ws-games.ts';
import { wsCallTemplates, type WsCallAnswer, type WsCallPath, type WsCallRequest } from './ws-calls.ts';
import { expandTemplate } from './ws-template.ts';
import { crashTopics, gameFeedTopic, poolTopics, roundResultTemplates, topicPayloadNames, wingoTopics, type WsTopic } from './ws-topics.ts';
import { personalTopic, topicAccess, topicTemplates } from './ws.ts';

describe('topic table', () => {
  it('gives every topic template a payload type, and no payload to a topic that does not exist', () => {
    const typed = Object.keys(topicPayloadNames).sort();
    expect(typed).toEqual([...topicTemplates].sort());
    for (const name of Object.values(topicPayloadNames)) expect(name).toMatch(/^[A-Z]\w+$|^never$/);
  });

  it('builds only topics the subscription check accepts', () => {
    const built: string[] = [
      gameFeedTopic('roller'),
      ...Object.values(wingoTopics('faster')),
      ...Object.values(poolTopics('dingdong')),
      ...Object.values(crashTopics),
      ...Object.values(roundResultTemplates).map((t) => personalTopic(t, 12)),
      personalTopic('/ws/user/{userId}/balance', 3),
    ];
    for (const topic of built) expect(topicAccess(topic), topic).not.toBeNull();
  });

  it('types a concrete topic by its template', () => {
    expectTypeOf(personalTopic('/ws/user/{userId}/balance', 3)).toEqualTypeOf<`/ws/user/${number}/balance`>();
    expectTypeOf<'/ws/game/dice/round/result/5'>().toExtend<WsTopic>();
    expectTypeOf<'/ws/game/wingo/slowest/round/start'>().not.toExtend<WsTopic>();
  });
});

describe('call table', () => {
  it('expands its templates into distinct concrete paths', () => {
    const paths = wsCallTemplates.flatMap(expandTemplate);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/ws/game/cryptos/startRound');
    expect(paths).toContain('/ws/game/stairs/cashRound');
    expect(paths).toContain('/ws/game/dingdong/bet');
    expect(paths).not.toContain('/ws/game/roller/cashRound');
  });

  it('types each game with its own request and answer', () => {
    expectTypeOf<WsCallAnswer<'/ws/game/roller/startRound'>>().toEqualTypeOf<PlacedBet>();
    expectTypeOf<WsCallAnswer<'/ws/game/mines/selectCard'>>().toEqualTypeOf<SteppedRoundView<MinesView>>();
    expectTypeOf<WsCallRequest<'/ws/game/roller/startRound'>>().toHaveProperty('isHigher');
    expectTypeOf<'/ws/game/roller/selectCard'>().not.toExtend<WsCallPath>();
  });
});
