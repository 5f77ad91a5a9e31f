import Foundation
import Testing
import Vellum

@testable import VellumPreview

/// iOS 13's `accessibility(label:)` family (an about screen's "Done" button, fifteenth round)
/// changes what VoiceOver reads as the newer modifiers do.
@Suite struct AccessibilityOlderFormsTests {
  @available(*, deprecated)
  @Test func theOlderFormsLabelHideAndOrderAsTheNewerOnesDo() throws {
    let read = try AccessibilitySnapshotTests().elements(
      VStack {
        Text("b")
        Button(action: {}) { Text("Done").accessibility(label: Text("Close")) }
          .accessibility(sortPriority: 1)
        Text("gone").accessibility(hidden: true)
        Text("Level").accessibility(value: Text("3")).accessibility(addTraits: .isHeader)
          .accessibility(hint: Text("ignored")).accessibility(identifier: "level")
        Text("plain").accessibility(removeTraits: .isStaticText)
      }
      .accessibilityElement(children: .contain))
    #expect(read == ["\"Close\" button", "\"b\" staticText", "\"Level\" = 3 header staticText", "\"plain\""])
  }
}
