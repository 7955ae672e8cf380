/**
 * The lobby banner carousel from GET /heracles/board/boards/home: skeleton while loading, generated
 * fallback banners when the board is empty or unreachable, swipe + dots + gentle auto-advance
 * (off under prefers-reduced-motion).
 */
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton.tsx';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useBoards, type Board } from '../api/get-boards.ts';
import { BannerArt, bannerArtKinds, type BannerArtKind } from './banner-art.tsx';

const AUTO_ADVANCE_MS = 5_000;
const PAUSE_AFTER_TOUCH_MS = 8_000;

interface Slide extends Board {
  art: BannerArtKind;
}

function useFallbackSlides(): Slide[] {
  const { t } = useTranslation();
  return [
    {
      id: 'deposit',
      title: t('banners.depositTitle'),
      subtitle: t('banners.depositSubtitle'),
      link: '/deposit',
      color: 'linear-gradient(115deg,#0f7a45 0%,#0b3b27 55%,#07140f 100%)',
      art: 'coins',
    },
    {
      id: 'fair',
      title: t('banners.fairTitle'),
      subtitle: t('banners.fairSubtitle'),
      link: '/?tab=inHouseGames',
      color: 'linear-gradient(115deg,#5b21b6 0%,#2e1065 55%,#0c0618 100%)',
      art: 'shield',
    },
    {
      id: 'responsible',
      title: t('banners.responsibleTitle'),
      subtitle: t('banners.responsibleSubtitle'),
      link: '/help/responsible',
      color: 'linear-gradient(115deg,#b91c1c 0%,#5b0f0f 55%,#160606 100%)',
      art: 'gift',
    },
  ];
}

const isGradient = (color: string) => /gradient\(/.test(color);

function slideBackground(color: string): CSSProperties {
  if (isGradient(color)) return { background: color };
  const base = color || '#1fe07f';
  return { background: `linear-gradient(115deg, ${base} 0%, color-mix(in oklab, ${base} 40%, #060a12) 60%, #060a12 100%)` };
}

/** Internal paths become router links, http(s) opens a new tab, anything else is ignored. */
/** No aria-label: the slide's visible title and text name the link (what a screen reader says is what is seen). */
function SlideLink({ link, className, children }: { link: string; className: string; children: ReactNode }) {
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={link.startsWith('/') ? link : '/'} className={className}>
      {children}
    </Link>
  );
}

export function BannerCarousel() {
  const { t } = useTranslation();
  const boards = useBoards('home');
  const fallback = useFallbackSlides();
  const reducedMotion = usePrefersReducedMotion();
  const scroller = useRef<HTMLDivElement>(null);
  const pausedUntil = useRef(0);
  const [index, setIndex] = useState(0);

  const slides: Slide[] =
    boards.data && boards.data.length > 0
      ? boards.data.map((board, i) => ({ ...board, art: bannerArtKinds[i % bannerArtKinds.length] as BannerArtKind }))
      : fallback;
  const count = slides.length;

  const scrollToSlide = (target: number) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo({ left: target * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  useEffect(() => {
    if (reducedMotion || count < 2) return;
    const timer = setInterval(() => {
      const element = scroller.current;
      if (!element || document.hidden || Date.now() < pausedUntil.current) return;
      const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
      element.scrollTo({ left: ((current + 1) % count) * element.clientWidth, behavior: 'smooth' });
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, reducedMotion]);

  if (boards.isPending) return <Skeleton className="h-[148px] rounded-2xl" />;

  return (
    <section aria-roledescription="carousel" aria-label={t('lobby.bannersLabel')} data-testid="banner-carousel" className="relative">
      <div
        ref={scroller}
        className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto rounded-2xl"
        onScroll={(event) => {
          const element = event.currentTarget;
          setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
        onPointerDown={() => {
          pausedUntil.current = Date.now() + PAUSE_AFTER_TOUCH_MS;
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className="w-full shrink-0 snap-center"
            role="group"
            aria-roledescription="slide"
            aria-label={t('lobby.bannerSlide', { index: i + 1, count })}
          >
            <SlideLink link={slide.link} className="relative flex h-[148px] overflow-hidden rounded-2xl ring-1 ring-white/10">
              <div className="absolute inset-0" style={slideBackground(slide.color)} />
              {slide.image ? (
                <>
                  <img src={slide.image} alt="" loading={i === 0 ? 'eager' : 'lazy'} className="absolute inset-0 size-full object-cover" />
                  <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/30 to-transparent" />
                </>
              ) : (
                <>
                  <div className="absolute -top-10 -right-6 size-44 rounded-full bg-white/10 blur-2xl" />
                  <BannerArt
                    kind={slide.art}
                    className="absolute top-1/2 right-2 h-[128px] w-[128px] -translate-y-1/2 drop-shadow-[0_10px_20px_rgb(0_0_0/0.5)]"
                  />
                </>
              )}
              <div className="relative flex max-w-[62%] flex-col justify-center gap-1 px-4">
                <p className="text-[19px] leading-tight font-black text-white drop-shadow">{slide.title}</p>
                <p className="text-xs leading-snug text-white/80">{slide.subtitle}</p>
                <span className="mt-2 inline-flex w-fit items-center gap-0.5 rounded-full bg-white px-3 py-1 text-xs font-bold text-[#0b111d]">
                  {t('banners.cta')}
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                </span>
              </div>
            </SlideLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute right-4 bottom-3 flex gap-1.5">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('lobby.bannerSlide', { index: i + 1, count })}
              aria-current={i === index || undefined}
              onClick={() => {
                pausedUntil.current = Date.now() + PAUSE_AFTER_TOUCH_MS;
                scrollToSlide(i);
              }}
              className={`h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/40'}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
