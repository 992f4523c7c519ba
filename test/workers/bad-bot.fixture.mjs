export default () => ({ type: 'nonsense' });
