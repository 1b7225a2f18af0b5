# Environment for every build step (sourced): Debian's emcc needs Debian's node modules (acorn).
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
jobs=$(nproc 2>/dev/null || echo 2)
