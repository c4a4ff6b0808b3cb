import { App } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from '../lib/feedback';

/** Hands antd's themed message and modal instances to code outside React. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => connectFeedback(message, modal), [message, modal]);
  return null;
}
