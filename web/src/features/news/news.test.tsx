import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin } from '@/test/render';
import type { PostDetail, PostSummary } from './api/posts';
import { NewsAdminTab } from './components/NewsAdminTab';
import { NextSteps } from './components/NextSteps';
import { RelatedPosts } from './components/RelatedPosts';
import { PostPage } from './PostPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const acme = { groupId: 7, groupUri: 'acme', groupName: 'Acme Capital' };

function summary(postId: number, change: Partial<PostSummary> = {}): PostSummary {
  return {
    postId,
    language: 'en',
    title: `Post ${String(postId)}`,
    summary: `Summary ${String(postId)}`,
    link: '',
    hasBody: true,
    postDate: '2026-11-20T09:15:00Z',
    companies: [acme],
    ...change,
  };
}

describe('NextSteps', () => {
  it('offers the free plan and the four newest posts in the reader’s language', async () => {
    const api = mockApi({
      'GET /posts?language=zh-hans&pageSize=4&pageNumber=1': () =>
        json(200, { items: [summary(1, { language: 'zh-hans', title: '趋势' })], totalCount: 1 }),
    });
    renderWithProviders(<NextSteps />, { lang: 'zh-hans' });
    const block = screen.getByRole('region', { name: '下一步' });
    expect(within(block).getByRole('link', { name: '获取免费的定制另类投资方案' })).toHaveAttribute('href', '/zh-hans/contact-us');
    expect(await within(block).findByRole('link', { name: '趋势' })).toHaveAttribute('href', '/zh-hans/news/1');
    expect(within(block).getByRole('link', { name: 'Acme Capital' })).toHaveAttribute('href', '/zh-hans/groups/acme');
    expect(api.sent('GET /posts?language=zh-hans&pageSize=4&pageNumber=1')).toHaveLength(1);
  });

  it('sends a post without a body to its link', async () => {
    mockApi({
      'GET /posts?language=en&pageSize=4&pageNumber=1': () =>
        json(200, { items: [summary(2, { hasBody: false, link: 'https://example.com/story' })], totalCount: 1 }),
    });
    renderWithProviders(<NextSteps />);
    const link = await screen.findByRole('link', { name: /Post 2/ });
    expect(link).toHaveAttribute('href', 'https://example.com/story');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows only the plan while there are no posts', async () => {
    const api = mockApi({ 'GET /posts?language=en&pageSize=4&pageNumber=1': () => json(200, { items: [], totalCount: 0 }) });
    renderWithProviders(<NextSteps />);
    await vi.waitFor(() => { expect(api.fetchMock).toHaveBeenCalled(); });
    expect(screen.getByRole('link', { name: 'Get a free customized alternative-investment plan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent posts' })).not.toBeInTheDocument();
  });
});

describe('RelatedPosts', () => {
  const route = 'GET /posts?language=en&groupUri=acme&pageSize=3&pageNumber=1';

  it('links to all related articles only when there are more than the three shown', async () => {
    mockApi({ [route]: () => json(200, { items: [summary(1), summary(2), summary(3)], totalCount: 4 }) });
    renderWithProviders(<RelatedPosts groupUri="acme" />);
    const section = await screen.findByRole('region', { name: 'Related articles' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'All 4 related articles' })).toHaveAttribute('href', '/en/news?company=acme');
    expect(within(section).queryByText('About:')).not.toBeInTheDocument();
  });

  it('has no link with three posts, and no section without any', async () => {
    mockApi({ [route]: () => json(200, { items: [summary(1), summary(2), summary(3)], totalCount: 3 }) });
    const { unmount } = renderWithProviders(<RelatedPosts groupUri="acme" />);
    await screen.findByRole('region', { name: 'Related articles' });
    expect(screen.queryByRole('link', { name: /related articles/ })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    const api = mockApi({ [route]: () => json(200, { items: [], totalCount: 0 }) });
    renderWithProviders(<RelatedPosts groupUri="acme" />);
    await vi.waitFor(() => { expect(api.fetchMock).toHaveBeenCalled(); });
    expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument();
  });
});

describe('PostPage', () => {
  it('shows the post with the server’s HTML of its body', async () => {
    const post: PostDetail = {
      ...summary(5),
      body: '## Lessons\n\n<script>x()</script>',
      bodyHtml: '<h2>Lessons</h2>\n<p>&lt;script&gt;x()&lt;/script&gt;</p>\n',
      dateUpdated: '2026-11-21T09:15:00Z',
    };
    mockApi({ 'GET /posts/5': () => json(200, post) });
    renderWithProviders(<ScreenAt path="/en/news/:postId" screen={<PostPage />} />, { route: '/en/news/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lessons' })).toBeInTheDocument();
    expect(screen.getByText('<script>x()</script>')).toBeInTheDocument();
    expect(document.querySelector('.post-body script')).toBeNull();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  it('is the lost page for an id that is not one', () => {
    const api = mockApi({});
    renderWithProviders(<ScreenAt path="/en/news/:postId" screen={<PostPage />} />, { route: '/en/news/abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('NewsAdminTab', () => {
  function renderEditor() {
    const api = mockApi({
      'POST /admin/posts': () => json(201, { postId: 9 }),
      'GET /admin/groups?search=Acme&pageSize=10&sortBy=groupName&orderBy=ASC': () =>
        json(200, { items: [{ ...acme, groupStatusId: 1, country: 'US', dateCreated: '', dateApproved: null, programCount: 1, managerCount: 1 }], totalCount: 1 }),
    });
    renderWithProviders(<ScreenAt path="/en/admin/:tab?/:id?" screen={<NewsAdminTab />} />, {
      route: '/en/admin/news/new',
      session: signedInAdmin,
    });
    return api;
  }

  it('checks a post before sending it, with the server’s messages', async () => {
    const api = renderEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Link/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(/required/i);
    expect(api.sent('POST /admin/posts')).toHaveLength(0);
  });

  it('sends the post with its companies and opens it', async () => {
    const api = renderEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title/), 'Acme in March');
    await user.type(screen.getByLabelText(/^Body/), 'A **good** month.');
    await user.type(screen.getByLabelText(/^Find a company/), 'Acme');
    await user.click(await screen.findByRole('button', { name: 'Add Acme Capital' }));
    expect(within(screen.getByRole('list', { name: 'Chosen companies' })).getByText(/Acme Capital/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => { expect(api.sent('POST /admin/posts')).toHaveLength(1); });
    expect(api.sent('POST /admin/posts')[0]?.body).toEqual({
      language: 'en',
      title: 'Acme in March',
      summary: '',
      link: '',
      body: 'A **good** month.',
      groupIds: [7],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/news/9');
  });
});
