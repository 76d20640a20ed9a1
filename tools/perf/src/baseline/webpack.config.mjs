// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';

const requireHere = createRequire(import.meta.url);
const PERF_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * The single-bundle baseline, built with the apps' loader, minifier and mode (shared/build/webpack.mjs)
 * but without module federation: one entry, everything in it.
 * @type {import('webpack').Configuration}
 */
export default {
  context: import.meta.dirname,
  mode: 'production',
  entry: { main: './index.tsx' },
  output: { path: path.join(PERF_DIR, 'dist/baseline'), filename: '[name].[contenthash:8].js', publicPath: '/', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: requireHere.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(PERF_DIR, 'tsconfig.json') } },
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer', inject: 'body' })],
  optimization: { splitChunks: false, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
  performance: { hints: false },
  stats: 'errors-warnings',
};
