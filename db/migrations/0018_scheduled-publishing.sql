ALTER TABLE `project` ADD `publishAt` text;--> statement-breakpoint
ALTER TABLE `project` ADD `unpublishAt` text;--> statement-breakpoint
ALTER TABLE `site_content` ADD `publishAt` text;