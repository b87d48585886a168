CREATE TABLE `site_content` (
	`section` text PRIMARY KEY NOT NULL,
	`published` text NOT NULL,
	`draft` text,
	`version` integer DEFAULT 1 NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedBy` integer
);
--> statement-breakpoint
CREATE TABLE `site_content_publish` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`publishedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`publishedBy` integer,
	`publishedByName` text,
	`sections` text NOT NULL,
	`content` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `site_content_publish_at_idx` ON `site_content_publish` (`publishedAt`);