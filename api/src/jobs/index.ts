export { createJobQueue, type Job, type JobHandler, type JobQueue, type JobQueueOptions } from './job-queue';
