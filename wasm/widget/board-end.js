    return window;
  })();
