export { unscheduleDrafts } from './publish-content.ts';
export { carryOutDueContent, publishScheduledContentNow, scheduledContent } from './scheduled-content.ts';
export { contentImages, contentImageUrls } from './content-images.ts';
