// The in-process S3-compatible bucket the journeys use too (scripts/s3Bucket.mjs).
export { startS3Bucket, type S3Bucket } from '../../../scripts/s3Bucket.mjs';
