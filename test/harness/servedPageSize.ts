import type { AxiosInstance } from 'axios';

/**
 * How many items a v2 list page of the simulator holds when 100 are asked, as its paging fields say (the agents
 * list's `pages.perPage`): 100 as the reference's examples answer, fewer under a form of smaller pages. Tests
 * that count pages count them at this size. Ask it before the test's own requests (it is one request).
 */
export async function servedPageSize(api: AxiosInstance): Promise<number> {
	const { data } = await api.get('/api/v2/agents', { params: { limit: 100 } });
	return (data as { pages: { perPage: number } }).pages.perPage;
}
