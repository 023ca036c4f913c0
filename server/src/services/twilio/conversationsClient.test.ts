import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilioStandIn';
import { createConversationsClient } from './conversationsClient';

const settings = {
  accountSid: 'AC00000000000000000000000000000001',
  apiKeySid: 'SK00000000000000000000000000000002',
  apiKeySecret: 'the-api-key-secret',
  conversationsServiceSid: 'IS00000000000000000000000000000003',
};
const service = `/v1/Services/${settings.conversationsServiceSid}/Conversations`;

let twilioApi: TwilioStandIn;
beforeEach(async () => {
  twilioApi = await startTwilioStandIn();
});
afterEach(() => twilioApi.close());

const request = {
  uniqueName: 'chat_user-1_stylist-1',
  attributes: { client_uuid: 'user-1', stylist_uuid: 'stylist-1' },
  identities: ['user-1', 'stylist:stylist-1'],
};

describe('Conversations client', () => {
  it('makes the conversation in the service and adds each participant, with the API key', async () => {
    const client = createConversationsClient(settings, twilioApi.httpClient);
    const { sid } = await client.ensureConversation(request);

    expect(sid).toMatch(/^CH[0-9a-f]{32}$/);
    expect(twilioApi.requests.map((r) => [r.method, r.path, r.form])).toEqual([
      [
        'POST',
        service,
        {
          UniqueName: 'chat_user-1_stylist-1',
          Attributes: JSON.stringify({ client_uuid: 'user-1', stylist_uuid: 'stylist-1' }),
        },
      ],
      ['POST', `${service}/${sid}/Participants`, { Identity: 'user-1' }],
      ['POST', `${service}/${sid}/Participants`, { Identity: 'stylist:stylist-1' }],
    ]);
    for (const r of twilioApi.requests) {
      expect(r.basicAuth).toBe(`${settings.apiKeySid}:${settings.apiKeySecret}`);
    }
  });

  it('counts a unique name and participants that are there already (409) as done', async () => {
    const client = createConversationsClient(settings, twilioApi.httpClient);
    const first = await client.ensureConversation(request);
    twilioApi.requests.length = 0;

    const again = await client.ensureConversation(request);

    expect(again.sid).toBe(first.sid);
    expect(twilioApi.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', service],
      ['GET', `${service}/${request.uniqueName}`],
      ['POST', `${service}/${first.sid}/Participants`],
      ['POST', `${service}/${first.sid}/Participants`],
    ]);
    expect([...(twilioApi.participants.get(first.sid) ?? [])]).toEqual(request.identities);
  });

  it('passes on any other refusal', async () => {
    const wrong = { ...settings, conversationsServiceSid: 'IS-missing' };
    const client = createConversationsClient(wrong, twilioApi.httpClient);
    twilioApi.failNext = { status: 403, code: 20003, message: 'Authenticate' };
    await expect(client.ensureConversation(request)).rejects.toMatchObject({
      status: 403,
      code: 20003,
    });
  });
});
