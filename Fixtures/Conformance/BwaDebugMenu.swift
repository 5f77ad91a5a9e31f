import Vellum

/// `bwa-debug-menu`: a default-style `List` with one section whose header holds a trailing
/// refresh button, and one `Toggle` row that is on.
let bwaDebugMenu = ConformanceCase("bwa-debug-menu", safeArea: .bitwarden) {
  List {
    Section {
      Toggle(isOn: .constant(true)) { Text("Enable Pm Bwa Sync") }
        .font(.body)
        .tint(Color(red: 0x17 / 255, green: 0x5D / 255, blue: 0xDC / 255))
    } header: {
      HStack {
        Text("Feature Flags")
        Spacer()
        Button {
        } label: {
          Image(systemName: "arrow.clockwise")
        }
      }
    }
  }
}
