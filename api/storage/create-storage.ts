import { acceptUploadsPublicUrl } from '../../shared/image-urls.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import { createDiskStorage, type ImageStorage } from './storage.ts';

/** The bucket when UPLOADS_S3_BUCKET is set, the uploads folder otherwise. */
export const createStorage = ({ uploadsDir, uploadsS3 }: { uploadsDir: string; uploadsS3?: S3StorageOptions }): ImageStorage => {
  if (!uploadsS3) return createDiskStorage(uploadsDir);
  acceptUploadsPublicUrl(uploadsS3.publicUrl);
  return createS3Storage(uploadsS3);
};
