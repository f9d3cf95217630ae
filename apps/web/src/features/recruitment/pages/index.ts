// The feature's pages as one lazy chunk: one import site in the route table (the home bundle carries one
// preload list for all five routes instead of five).
export { AdvertisingPage } from './advertising-page';
export { FranchisePage } from './franchise-page';
export { JobPage, JobPageError } from './job-page';
export { OfficeJobsPage, SalonJobsPage } from './recruitment-page';
