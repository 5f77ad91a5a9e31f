import Foundation
import Testing

@testable import Vellum

/// Layout reads a node's children unretained (`withUnretained`), reinterpreting the array's
/// buffer of references as one of `Unmanaged` nodes; the layouts must agree, in every build
/// configuration, or it copies instead.
@Suite struct UnretainedNodesTests {
  @Test func anUnmanagedNodeIsLaidOutAsANodeReference() {
    #expect(unmanagedNodesAreReferences)
  }

  @Test func theUnretainedNodesAreTheArraysNodesInOrder() {
    let context = ResolveContext(
      environment: EnvironmentValues(), stackAxis: nil, container: ContainerBox(size: .unspecified, parent: nil),
      diagnostics: Diagnostics())
    let nodes = (0..<5).map { _ in Node(name: "leaf", layout: LayoutAdapter(FillLayout()), context: context) }
    let read = nodes.withUnretained { buffer in buffer.map { $0.with { ObjectIdentifier($0) } } }
    #expect(read == nodes.map(ObjectIdentifier.init))
    let empty: [Node] = []
    #expect(empty.withUnretained { $0.count } == 0)
  }
}
