/** The bytes claim to be a JPEG or PNG but their structure does not read. */
export class UnreadablePicture extends Error {
  constructor(reason: string) {
    super(`The picture could not be read: ${reason}`);
  }
}
