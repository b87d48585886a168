CREATE TABLE `analytics_day` (
	`day` text NOT NULL,
	`metric` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `metric`, `key`)
);
--> statement-breakpoint
CREATE TABLE `missing_path_day` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`hits` integer NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
