import { crawl, crawlAction, crawlProperties } from '../../../shared/legacy/crawl';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'website';
export const key = 'crawl';

export const option: OperationOption = { name: 'Crawl', ...crawlAction };

export const properties = crawlProperties;

export const execute = crawl;
