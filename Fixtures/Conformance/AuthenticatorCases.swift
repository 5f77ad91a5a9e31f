/// The bitwarden/authenticator-ios cases (`bwa-*`) other than the debug menu.
let authenticatorCases: [ConformanceCase] = []
