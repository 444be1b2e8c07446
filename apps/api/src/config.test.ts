import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the embedded database on port 3000 under data/ at the repository root when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    // With the demo's published passwords, only this machine may reach it unless HOST says otherwise.
    expect(config.host).toBe('127.0.0.1');
  });

  it('writes readable logs for a person at a terminal and JSON lines otherwise, unless told', () => {
    expect(loadConfig({}, { terminal: true }).logPretty).toBe(true);
    expect(loadConfig({}, { terminal: false }).logPretty).toBe(false);
    expect(loadConfig({ LOG_PRETTY: 'false' }, { terminal: true }).logPretty).toBe(false);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db:5432/haat',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://haat.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://shop@db:5432/haat',
      seedDemo: false,
      publicUrl: 'https://haat.example',
    });
  });

  it('runs one API process keeping 32 MB of catalogue answers, unless told', () => {
    expect(loadConfig({})).toMatchObject({ workers: 1, catalogueMemoryBytes: 32 * 1024 * 1024 });
    expect(loadConfig({ CATALOGUE_MEMORY_MB: '0' }).catalogueMemoryBytes).toBe(0);
    const shared = { DATABASE_URL: 'postgres://shop@db:5432/haat', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...shared, WORKERS: '4' }).workers).toBe(4);
  });

  it('gives each API process under WORKERS a metrics port of its own', () => {
    const metrics = { METRICS_PORT: '9464' };
    expect(loadConfig(metrics).metrics?.port).toBe(9464);
    expect(loadConfig({ ...metrics, HAAT_WORKER_PLACE: '2' }).metrics?.port).toBe(9466);
  });

  it('refuses several API processes on the embedded database or without Redis', () => {
    expect(() => loadConfig({ WORKERS: '2', REDIS_URL: 'redis://cache:6379' })).toThrow(
      /WORKERS.*DATABASE_URL/,
    );
    expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://shop@db:5432/haat' })).toThrow(
      /REDIS_URL/,
    );
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('refuses to start on a bad setting and names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  describe('metrics', () => {
    const token = 'b7e1c0d2a9f84e6c8d3b5a7f9e1c2d4b';

    it('are off unless METRICS_PORT is set', () => {
      expect(loadConfig({}).metrics).toBeNull();
      expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, token: undefined });
      expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({
        port: 9464,
        token,
      });
    });

    it('refuse a token without their own port, since the shop’s port never serves them', () => {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN: set METRICS_PORT too/);
    });

    it('refuse the shop’s own port, a port out of range, and a short or unsendable token', () => {
      expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
      expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT/);
      expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
      expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
        /METRICS_TOKEN: must be at least 32 characters/,
      );
      expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: `${token} ${token}` })).toThrow(
        /METRICS_TOKEN: letters, digits/,
      );
    });
  });
});
