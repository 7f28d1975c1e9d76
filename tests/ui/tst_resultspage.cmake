target_link_libraries(tst_resultspage PRIVATE Qt6::Sql)
