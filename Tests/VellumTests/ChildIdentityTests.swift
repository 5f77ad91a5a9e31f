import Foundation
import Testing

@testable import Vellum

/// A child's identity keeps its path whatever form its words take (4-bit codes, 16-bit
/// codes, links for the rest): random paths of branches, small and large integers and other
/// ids read back as built, compare equal exactly when their paths are equal, and hash alike.
@Suite struct ChildIdentityTests {
  enum Step: Hashable {
    case branch(IdentityComponent.Branch)
    case index(Int)
    case other(String)

    var value: AnyHashable {
      switch self {
      case .branch(let branch): AnyHashable(branch.rawValue)
      case .index(let index): AnyHashable(index)
      case .other(let name): AnyHashable(name)
      }
    }
  }

  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func randomPath(_ random: inout Random) -> [Step] {
    (0..<random.next(40)).map { _ in
      switch random.next(10) {
      case 0...3: .branch([.ifTrue, .ifFalse, .some][random.next(3)])
      case 4...6: .index(random.next(12))
      case 7: .index(random.next(70_000))
      case 8: .index(-1 - random.next(5))
      default: .other(["a", "b"][random.next(2)])
      }
    }
  }

  /// Built as resolve builds it: branches and indices through their own appends.
  static func identity(_ path: [Step]) -> ChildIdentity {
    path.reduce(ChildIdentity()) { identity, step in
      switch step {
      case .branch(let branch): identity.appending(branch: branch)
      case .index(let index): identity.appending(index: index)
      case .other(let name): identity.appending(AnyHashable(name))
      }
    }
  }

  @Test func randomPathsReadBackAndCompareAsTheirComponents() {
    var random = Random(state: 0x1D)
    var paths = [[Step]]()
    for _ in 0..<400 { paths.append(Self.randomPath(&random)) }
    // Near neighbours: the same path with one step changed, one more or one fewer.
    for path in paths.prefix(100) where !path.isEmpty {
      var changed = path
      changed[random.next(path.count)] = .index(random.next(12))
      paths.append(changed)
      paths.append(Array(path.dropLast()))
      paths.append(path + [.branch(.ifTrue)])
    }
    let identities = paths.map(Self.identity)
    for (path, identity) in zip(paths, identities) {
      #expect(identity.components == path.map(\.value), "\(path)")
      // Built from the components' values (the general appending) it is the same identity.
      let general = ChildIdentity(components: path.map(\.value))
      #expect(general == identity && general.hashValue == identity.hashValue, "\(path)")
    }
    for i in paths.indices {
      for j in paths.indices where i < j && (i + j) % 7 == 0 {
        let same = paths[i].map(\.value) == paths[j].map(\.value)
        #expect((identities[i] == identities[j]) == same, "\(paths[i]) vs \(paths[j])")
        if same { #expect(identities[i].hashValue == identities[j].hashValue) }
      }
    }
  }

  /// Sixteen small components fit one word and the seventeenth starts the next; an integer
  /// from 11 takes five codes, and one that does not fit whole starts the next word; one past
  /// 32,767 is a link of its own.
  @Test func wordBoundariesKeepThePath() {
    let small = (0..<17).map { Step.index($0 % 11) }
    let mixed: [Step] = [.branch(.ifTrue), .index(3), .index(5_000), .index(2), .index(7), .branch(.some)]
    let widenedLate: [Step] = [.index(1), .index(2), .index(3), .index(9_999)]
    // Taffy's wide tree: a row past the eleventh, then its leaves, in one word.
    let wide: [Step] = [
      .branch(.ifTrue), .branch(.ifFalse), .index(2_856), .branch(.ifFalse), .index(3), .branch(.ifTrue),
      .branch(.ifTrue),
    ]
    let straddling: [Step] = (0..<13).map { Step.index($0 % 11) } + [.index(11), .index(32_767), .index(32_768)]
    #expect(Self.identity(wide).components == wide.map(\.value))
    for path in [small, Array(small.prefix(16)), mixed, widenedLate, wide, straddling] {
      #expect(Self.identity(path).components == path.map(\.value), "\(path)")
      #expect(Self.identity(path) == ChildIdentity(components: path.map(\.value)))
    }
    #expect(Self.identity(Array(small.prefix(16))) != Self.identity(small))
  }
}
