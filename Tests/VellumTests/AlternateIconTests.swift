import Foundation
import Testing
import Vellum

/// Alternate app icons as a settings screen uses them: the chosen name is kept in memory and
/// the screen draws its checkmark beside it.
@Suite(.serialized) struct AlternateIconTests {
  /// An icon picker in the idiom of public settings screens: a row per icon, a checkmark on
  /// the one `alternateIconName` names (nil being the primary icon).
  struct IconPicker: View {
    let icons: [String?] = [nil, "Dark", "Retro"]
    var body: some View {
      VStack(spacing: 0) {
        ForEach(icons, id: \.self) { icon in
          HStack {
            Text(icon ?? "Default")
            Spacer()
            if UIApplication.shared.alternateIconName == icon {
              Image(systemName: "checkmark")
            }
          }
          .frame(height: 44)
        }
      }
      .frame(width: 300)
    }
  }

  /// The label of the row that holds the checkmark, read from the layout snapshot.
  func checkedRow() -> String? {
    let lines = LayoutSnapshot(of: IconPicker(), proposal: .unspecified).description.split(separator: "\n")
    var lastLabel: String?
    for line in lines {
      if let range = line.range(of: "Text(\"") {
        lastLabel = String(line[range.upperBound...].prefix { $0 != "\"" })
      }
      if line.contains("checkmark") { return lastLabel }
    }
    return nil
  }

  @Test @MainActor func theChosenIconIsKeptAndDrawn() async throws {
    #expect(UIApplication.shared.supportsAlternateIcons)
    #expect(UIApplication.shared.alternateIconName == nil, "a preview starts with the primary icon")
    #expect(checkedRow() == "Default")

    var reported: [String] = []
    UIApplication.shared.setAlternateIconName("Retro") { error in reported.append(error.map { "\($0)" } ?? "no error") }
    #expect(reported == ["no error"], "the completion is called once, with no error")
    #expect(UIApplication.shared.alternateIconName == "Retro")
    #expect(checkedRow() == "Retro")

    try await UIApplication.shared.setAlternateIconName("Dark")
    #expect(checkedRow() == "Dark")
    try await UIApplication.shared.setAlternateIconName(nil)
    #expect(UIApplication.shared.alternateIconName == nil && checkedRow() == "Default")
  }
}
