/**
 * The shapes shared by both languages' words that are not words themselves: keys, image names, gradients.
 * Each language's module (src/content/en/, src/content/ml/) fills the same typed shape, set by English:
 * a missing or misshapen Malayalam entry fails the type check.
 */
import type { ImageName } from './images.ts';

export type { Stream } from '../lib/streams.ts';

export interface Subject {
  name: string;
  image: ImageName;
}

export interface HeroSlide {
  headline: string;
  subtitle?: string;
  /** Large screens. */
  image: ImageName;
  /** Phones and tablets: a portrait crop (art direction). */
  phoneImage: ImageName;
}

export type ThingsToKnowKey = 'WhatAndWhy' | 'WhyChoose';

export interface ThingsToKnowTopic {
  key: ThingsToKnowKey;
  title: string;
  paragraphs: string[];
}

export type DivisionCard =
  | { type: 'content'; id: string; title: string; subtitle: string; content: string; gradient: string }
  | { type: 'image'; id: string; image: ImageName; caption: string };

export type AddOnCard =
  | { type: 'content'; id: string; title: string; content: string; emphasis: readonly string[]; gradient: string }
  | { type: 'image'; id: string; image: ImageName; title: string };

export interface TeamMember {
  id: string;
  /** Leave undefined until the school confirms the person's name (see README, "Images"). */
  name?: string;
  position: string;
  image: ImageName;
}

export interface PageMeta {
  /** The title of the page; the site name is appended (except on the home page, which leads with it). */
  title: string;
  description: string;
  /** Image for link previews (Open Graph, Twitter card). */
  image: ImageName;
}
