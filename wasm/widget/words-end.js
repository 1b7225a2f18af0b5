    return window.Chess960Web;
  })();
