CREATE TABLE `redirect` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fromPath` text NOT NULL,
	`toPath` text NOT NULL,
	`projectId` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`projectId`) REFERENCES `project`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirect_fromPath_unique` ON `redirect` (`fromPath`);--> statement-breakpoint
ALTER TABLE `project` ADD `seoTitle` text;--> statement-breakpoint
ALTER TABLE `project` ADD `seoDescription` text;--> statement-breakpoint
ALTER TABLE `project` ADD `shareImage` text;--> statement-breakpoint
ALTER TABLE `project_translation` ADD `seoTitle` text;--> statement-breakpoint
ALTER TABLE `project_translation` ADD `seoDescription` text;--> statement-breakpoint
ALTER TABLE `project_translation` ADD `shareImage` text;--> statement-breakpoint
ALTER TABLE `uploaded_image` ADD `fileName` text;--> statement-breakpoint
ALTER TABLE `uploaded_image` ADD `altEn` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `uploaded_image` ADD `altAr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `uploaded_image` DROP COLUMN `unreferencedSince`;