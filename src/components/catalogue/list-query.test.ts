import { describe, expect, it } from 'vitest';
import {
  destinationQueryString,
  needsCleaning,
  readDestinationQuery,
  readPage,
  readStayQuery,
  stayQueryString,
} from './list-query';

const params = (query: string) => new URLSearchParams(query);

describe('readPage', () => {
  it('accepts positive whole numbers only', () => {
    expect(readPage('2')).toBe(2);
    expect(readPage('0')).toBeNull();
    expect(readPage('-1')).toBeNull();
    expect(readPage('1.5')).toBeNull();
    expect(readPage('abc')).toBeNull();
    expect(readPage('99999')).toBeNull();
    expect(readPage(null)).toBeNull();
  });
});

describe('stay queries', () => {
  const types = ['Lodge', 'Tented Camp'];

  it('keeps known types, trims the name and drops the rest', () => {
    const query = readStayQuery(params('q=%20%20sand%20%20river%20&type=Castle&page=x&utm=1'), types);
    expect(query).toEqual({ q: 'sand river', type: null, page: 1 });
    expect(stayQueryString(query)).toBe('?q=sand+river');
  });

  it('round-trips a canonical address', () => {
    const search = '?q=camp&type=Tented+Camp&page=2';
    expect(stayQueryString(readStayQuery(params(search), types))).toBe(search);
  });
});

describe('destination queries', () => {
  it('defaults to popularity and one page', () => {
    expect(readDestinationQuery(params('sort=nope&page=0'))).toEqual({ sort: 'popularity', page: 1 });
    expect(destinationQueryString({ sort: 'popularity', page: 1 })).toBe('');
  });

  it('keeps a valid sort and page', () => {
    expect(destinationQueryString(readDestinationQuery(params('page=3&sort=za')))).toBe('?sort=za&page=3');
  });
});

describe('needsCleaning', () => {
  it('is false only for the canonical form', () => {
    expect(needsCleaning('', '')).toBe(false);
    expect(needsCleaning('?', '')).toBe(false);
    expect(needsCleaning('?sort=za', '?sort=za')).toBe(false);
    expect(needsCleaning('?page=1', '')).toBe(true);
    expect(needsCleaning('?page=3&sort=za', '?sort=za&page=3')).toBe(true);
  });
});
