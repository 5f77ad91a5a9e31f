import Foundation
import Testing

@testable import Vellum

/// The per-node answer cache: a short list that moves to a dictionary, and proposal keys.
struct AnswerCacheTests {
  @Test func answersSurviveTheMoveToADictionary() {
    var cache = AnswerCache<Int, String>()
    for question in 0..<40 {
      #expect(cache[question] == nil)
      cache.insert("answer \(question)", for: question)
    }
    for question in 0..<40 { #expect(cache[question] == "answer \(question)") }
    cache.removeAll()
    #expect(cache[3] == nil)
    cache.insert("again", for: 3)
    #expect(cache[3] == "again")
  }

  @Test func proposalKeysTellNilZeroAndInfinityApart() {
    let sizes: [CGFloat?] = [nil, 0, -0.0, 1, .infinity, 320.5]
    for a in sizes {
      for b in sizes {
        let same =
          ProposalKey(ProposedViewSize(width: a, height: b)) == ProposalKey(ProposedViewSize(width: b, height: a))
        #expect(same == (a == b), "\(String(describing: a)) \(String(describing: b))")
      }
    }
  }
}
