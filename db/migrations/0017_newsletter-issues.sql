CREATE TABLE `newsletter` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subjectEn` text DEFAULT '' NOT NULL,
	`subjectAr` text DEFAULT '' NOT NULL,
	`bodyEn` text DEFAULT '' NOT NULL,
	`bodyAr` text DEFAULT '' NOT NULL,
	`projectIds` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`scheduledAt` text,
	`queuedAt` text,
	`sentAt` text,
	`recipients` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outbox` ADD `newsletterId` integer REFERENCES newsletter(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `outbox_newsletter_idx` ON `outbox` (`newsletterId`,`state`);