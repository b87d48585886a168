CREATE TABLE `uploaded_image` (
	`name` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`variants` text DEFAULT '[]' NOT NULL,
	`bytes` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`unreferencedSince` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploaded_image_url_unique` ON `uploaded_image` (`url`);