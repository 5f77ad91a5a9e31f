import CoreTransferable
import Foundation
import Testing

/// A model file that imports CoreTransferable alone for its `Transferable` conformance, as
/// apps keep them apart from their views.
private struct Recipe: Codable, Transferable {
  var name: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    DataRepresentation(exportedContentType: .plainText) { Data($0.name.utf8) }
  }
}

@Suite struct CoreTransferableTests {
  @Test func aConformanceWrittenUnderCoreTransferableListsItsContentTypesInOrder() {
    #expect(Recipe.transferRepresentation.contentTypes == [.json, .plainText])
  }
}
