/**
 * What the error service hears when a chat channel with a stylist cannot be opened (spec 000 §8
 * "Channel creation failure"): Contact on a profile and the chat page, its retry included.
 */
export const CHANNEL_CREATION_FAILED = 'Failed to create channel and send message';
