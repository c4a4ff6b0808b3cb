import { Modal, message } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from '../lib/feedback';

/** Renders antd's themed message and modal holders and hands their APIs to lib/feedback. */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    connectFeedback({ message: messageApi, modal: modalApi });
    return () => connectFeedback(null);
  }, [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
