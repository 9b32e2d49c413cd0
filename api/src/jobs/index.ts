export { createJobQueue, type Job, type JobHandler, type JobQueue, type JobQueueOptions, type JobQueueStats } from './job-queue';
