/// The bitwarden/ios cases (`bw-*`).
let bitwardenCases: [ConformanceCase] = []
