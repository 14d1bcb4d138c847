import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../env.ts';
import { ArticleRepository } from '../articles/article.repository.ts';
import { articleLanguages } from '../articles/article-views.ts';
import { advertisingRule } from '../properties/advertising-rule.ts';
import { PropertyRepository } from '../properties/property.repository.ts';
import { sitemapEntries, sitemapXml } from './sitemap.ts';

/** /robots.txt and /sitemap.xml. */
export const registerSeo: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${env.PUBLIC_URL}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    // Only advertised listings: a sold, let or withdrawn unit leaves the sitemap the moment it changes.
    const properties = await new PropertyRepository(request.em).advertisedForSitemap(await advertisingRule(request.em));
    // Published articles only, each with the languages it is written in as its alternates.
    const articles = (await new ArticleRepository(request.em).visible()).map((article) => ({
      slug: article.slug,
      updatedAt: article.updatedAt,
      languages: articleLanguages(article),
    }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(env.PUBLIC_URL, sitemapEntries(properties, articles)));
  });
};
