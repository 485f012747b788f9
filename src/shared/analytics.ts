// The Analytics answer's paging, for the server and the page alike.

/** The stores one page of GET /analytics lists: the answer stays far under 1 MB at an account's limit of stores. */
export const ANALYTICS_PAGE_SIZE = 100;
