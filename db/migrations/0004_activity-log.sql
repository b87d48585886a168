CREATE TABLE `activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`userId` integer,
	`actorName` text,
	`action` text NOT NULL,
	`target` text,
	`targetId` integer,
	`details` text,
	`clientAddress` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_created_idx` ON `activity` (`createdAt`);--> statement-breakpoint
CREATE INDEX `activity_user_idx` ON `activity` (`userId`);--> statement-breakpoint
CREATE INDEX `activity_action_idx` ON `activity` (`action`);